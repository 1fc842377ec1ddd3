import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { hashToken } from '../../lib/opaque-token.js';
import { propertyWriteRepository } from '../../modules/listings/listing-write.repository.js';
import { nowIso } from '../dialect.js';
import type { DB } from '../types.js';
import type { FactoryApp } from './factory-context.js';
import { createAdvertisement, createCategory, createProject, createProperty } from './listing.factory.js';
import { subscribe } from './package.factory.js';
import { createSession, createUser } from './user.factory.js';

/**
 * A member with something in every table that refers to a user (see the migrations), next to
 * two other members whose data must survive the first one's deletion. Files are real files in
 * the test storage, so their removal can be checked on disk.
 */
export async function buildAccountWorld(app: FactoryApp & { deps: { storage: StorageAdapter } }) {
  const db = app.deps.db;
  const at = nowIso(app.clock.now);
  const stamps = { created_at: at, updated_at: at };
  const put = async (key: string) => {
    await app.deps.storage.put(key, Buffer.from(key), 'application/octet-stream');
    return key;
  };
  const insert = <T extends keyof DB & string>(table: T, values: Record<string, unknown>) =>
    db
      .insertInto(table)
      .values(values as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow() as unknown as Promise<{ id: number }>;

  const n = Math.floor(Math.random() * 1e9);
  const email = `leaving${n}@example.com`;
  const user = await createUser(app, {
    email,
    email_key: email,
    mobile: `+4477009${String(n % 1e5).padStart(5, '0')}`,
    address: '1 Exit Road',
  });
  const other = await createUser(app, { profile: await put(`users/other-${n}/avatar.jpg`) });
  const third = await createUser(app);
  const avatar = await put(`users/${user.id}/avatar.jpg`);
  await db.updateTable('users').set({ profile: avatar }).where('id', '=', user.id).execute();
  const tokens = [await createSession(app, user.id), await createSession(app, user.id)];
  const otherToken = await createSession(app, other.id);

  const category = await createCategory(app);
  const fileParam = await insert('parameters', {
    name: `Deed ${n}`,
    type_of_parameter: 'file',
    type_values: null,
    image: null,
    ...stamps,
  });
  const textParam = await insert('parameters', {
    name: `Note ${n}`,
    type_of_parameter: 'textbox',
    type_values: null,
    image: null,
    ...stamps,
  });
  const facility = await insert('outdoor_facilities', { name: `School ${n}`, image: null, ...stamps });

  // Their listings, with a file in every file column; meta_image is shared seeded media.
  const own = await createProperty(app, {
    category_id: category.id,
    owner_id: user.id,
    title_image: await put(`properties/u${n}/title.jpg`),
    three_d_image: await put(`properties/u${n}/pano.jpg`),
    meta_image: await put('demo/houses/house-001.jpg'),
  });
  const files = [
    await put(`properties/u${n}/gallery.jpg`),
    await put(`properties/u${n}/brochure.pdf`),
    await put(`properties/u${n}/deed.pdf`),
  ];
  await insert('property_images', { property_id: own.id, image: files[0], ...stamps });
  await insert('property_documents', {
    property_id: own.id,
    file: files[1],
    file_name: 'b.pdf',
    type: 'pdf',
    ...stamps,
  });
  await insert('property_parameters', {
    property_id: own.id,
    parameter_id: fileParam.id,
    value: files[2],
    ...stamps,
  });
  // A text answer that happens to name someone else's file must never delete it.
  await insert('property_parameters', {
    property_id: own.id,
    parameter_id: textParam.id,
    value: other.profile,
    ...stamps,
  });
  await insert('property_facilities', {
    property_id: own.id,
    facility_id: facility.id,
    distance: 2,
    ...stamps,
  });
  const project = await createProject(app, {
    category_id: category.id,
    owner_id: user.id,
    image: await put(`projects/u${n}/cover.jpg`),
  });
  files.push(
    await put(`projects/u${n}/g.jpg`),
    await put(`projects/u${n}/d.pdf`),
    await put(`projects/u${n}/plan.png`),
  );
  await insert('project_images', { project_id: project.id, image: files[3], ...stamps });
  await insert('project_documents', { project_id: project.id, file: files[4], ...stamps });
  await insert('project_plans', { project_id: project.id, title: 'Ground', document: files[5], ...stamps });
  const ownAd = await createAdvertisement(app, { property_id: own.id }, { customer_id: user.id });
  await insert('moderation_reasons', {
    entity: 'property',
    entity_id: own.id,
    reason: 'Blurry',
    created_at: at,
  });
  await insert('moderation_reasons', {
    entity: 'advertisement',
    entity_id: ownAd.id,
    reason: 'Late',
    created_at: at,
  });
  await insert('listing_views', {
    entity: 'property',
    entity_id: own.id,
    viewer_key: `u:${other.id}`,
    viewed_at: at,
  });

  // The other member's listing, marked by both the leaving member and the third one.
  const theirs = await createProperty(app, { category_id: category.id, owner_id: other.id });
  for (const table of ['favourites', 'interests'] as const) {
    await insert(table, { user_id: user.id, property_id: theirs.id, created_at: at });
    await insert(table, { user_id: third.id, property_id: theirs.id, created_at: at });
  }
  const counters = propertyWriteRepository(db);
  await counters.recountMarks('favourites', [theirs.id]);
  await counters.recountMarks('interests', [theirs.id]);
  await insert('favourites', { user_id: other.id, property_id: own.id, created_at: at });
  await insert('reports', {
    user_id: user.id,
    property_id: theirs.id,
    reason_id: null,
    other_message: 'Fake',
    ...stamps,
  });
  await insert('listing_views', {
    entity: 'property',
    entity_id: theirs.id,
    viewer_key: `u:${user.id}`,
    viewed_at: at,
  });

  // Chats both ways (one with a file), blocks both ways, and a conversation without them.
  const chatFile = await put(`chat/u${n}/photo.jpg`);
  await insert('chat_messages', {
    sender_id: other.id,
    receiver_id: user.id,
    property_id: theirs.id,
    message: null,
    file: chatFile,
    audio: null,
    chat_message_type: 'file',
    ...stamps,
  });
  await insert('chat_messages', {
    sender_id: user.id,
    receiver_id: other.id,
    property_id: theirs.id,
    message: 'Hi',
    file: null,
    audio: null,
    chat_message_type: 'text',
    ...stamps,
  });
  await insert('chat_messages', {
    sender_id: third.id,
    receiver_id: other.id,
    property_id: theirs.id,
    message: 'Stays',
    file: null,
    audio: null,
    chat_message_type: 'text',
    ...stamps,
  });
  await insert('chat_deletions', {
    user_id: other.id,
    other_user_id: user.id,
    property_id: theirs.id,
    deleted_at: at,
  });
  await insert('blocks', { blocker_id: user.id, blocked_id: other.id, reason: null, created_at: at });
  await insert('blocks', { blocker_id: 0, blocked_id: user.id, reason: 'spam', created_at: at });
  await insert('blocks', { blocker_id: other.id, blocked_id: third.id, reason: null, created_at: at });

  // Account-level rows.
  await insert('push_subscriptions', {
    user_id: user.id,
    session_id: null,
    fcm_id: 'device',
    fcm_key: 'k',
    ...stamps,
  });
  await insert('user_identities', {
    user_id: user.id,
    provider: 'google',
    subject: `sub-${n}`,
    email,
    ...stamps,
  });
  await insert('password_resets', {
    user_id: user.id,
    token_hash: hashToken(`reset-${n}`),
    expires_at: at,
    created_at: at,
  });
  await insert('otps', { target: email, channel: 'email', code_hash: 'h', expires_at: at, created_at: at });
  await insert('notifications', {
    user_id: user.id,
    title: 'Hello',
    message: 'Hi',
    event: 'general',
    created_at: at,
  });
  await insert('notification_reads', { user_id: user.id, read_at: at });
  // Saved searches with an alert owed, and favourite alerts turned off (issue 13).
  const search = await insert('saved_searches', {
    user_id: user.id,
    name: 'Flats',
    query: 'city=Pune',
    ...stamps,
  });
  await insert('alert_deliveries', {
    user_id: user.id,
    saved_search_id: search.id,
    property_id: theirs.id,
    kind: 'search_match',
    value: String(search.id),
    created_at: at,
  });
  await insert('favourite_alert_optouts', { user_id: user.id, created_at: at });
  // As if the account had been an operator's once: its audit records outlive it.
  await insert('audit_log', {
    actor_id: user.id,
    action: 'user.deactivate',
    target_type: 'user',
    target_id: user.id,
    created_at: at,
  });
  // Chat reports: one they filed, one about them, one they resolved as an operator once; all stay.
  const report = {
    property_id: theirs.id,
    property_title: theirs.title,
    reason: 'Asked for a deposit',
    status: 'open',
    evidence: JSON.stringify({ messages: [] }),
    message_count: 0,
    ...stamps,
  };
  await insert('chat_reports', { ...report, reporter_id: user.id, reported_user_id: other.id });
  await insert('chat_reports', { ...report, reporter_id: other.id, reported_user_id: user.id });
  await insert('chat_reports', {
    ...report,
    reporter_id: third.id,
    reported_user_id: other.id,
    status: 'resolved',
    resolved_by: user.id,
    resolved_at: at,
  });
  await insert('user_interests', { user_id: user.id, city: 'Pune', ...stamps });
  const field = await insert('verification_fields', { name: `ID ${n}`, field_type: 'file', ...stamps });
  const application = await insert('verification_applications', {
    user_id: user.id,
    status: 'pending',
    ...stamps,
  });
  const idScan = await put(`verification/u${n}/id.pdf`);
  await insert('verification_values', {
    application_id: application.id,
    field_id: field.id,
    value: idScan,
    ...stamps,
  });
  await insert('moderation_reasons', {
    entity: 'verification',
    entity_id: application.id,
    reason: 'Unreadable',
    created_at: at,
  });
  const packageId = await subscribe(app, user.id, [{ type: 'property_list', limit: 3 }]);
  const payment = await insert('payment_transactions', {
    user_id: user.id,
    package_id: packageId,
    amount: 10,
    currency: 'USD',
    payment_gateway: 'Stripe',
    payment_status: 'success',
    ...stamps,
  });
  const otherPayment = await insert('payment_transactions', {
    user_id: other.id,
    package_id: packageId,
    amount: 10,
    currency: 'USD',
    payment_gateway: 'Stripe',
    payment_status: 'success',
    ...stamps,
  });

  return {
    user,
    other,
    third,
    tokens,
    otherToken,
    own,
    project,
    theirs,
    payment,
    otherPayment,
    application,
    /** Files that belong to the leaving member and must be gone afterwards. */
    ownedFiles: [
      avatar,
      own.title_image,
      own.three_d_image as string,
      project.image,
      chatFile,
      idScan,
      ...files,
    ] as string[],
    /** Files that must stay: the other member's avatar and shared seeded media. */
    keptFiles: [other.profile as string, 'demo/houses/house-001.jpg'],
  };
}
