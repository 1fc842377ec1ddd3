// Domus push service worker. A push arriving while a Domus page is visible is handed to
// that page (foreground messages go to the app's handler); otherwise it is shown as a notification.
// Payload: JSON `{type, event, title, body, image?, icon?, url?, ...}` as the API sends it
// (contract §4.12, §4.13). A chat message's notification is tagged with its id, so the
// `delete_message` push that follows a deletion can take it away (and shows nothing itself).

const FOREGROUND_MESSAGE_TYPE = 'domus:push';

function parsePayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

const chatTag = (id) => `chat-${id}`;

function removeDeletedMessage(payload) {
  return self.registration
    .getNotifications({ tag: chatTag(payload.message_id ?? payload.id) })
    .then((shown) => {
      for (const notification of shown) notification.close();
    });
}

self.addEventListener('push', (event) => {
  const payload = parsePayload(event);
  if (payload.type === 'delete_message') {
    event.waitUntil(
      Promise.all([
        removeDeletedMessage(payload),
        self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
          for (const client of windows) client.postMessage({ type: FOREGROUND_MESSAGE_TYPE, payload });
        }),
      ]),
    );
    return;
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: FOREGROUND_MESSAGE_TYPE, payload });
        return undefined;
      }
      const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Domus';
      return self.registration.showNotification(title, {
        body:
          typeof payload.body === 'string'
            ? payload.body
            : typeof payload.message === 'string'
              ? payload.message
              : '',
        icon: typeof payload.icon === 'string' ? payload.icon : undefined,
        image: typeof payload.image === 'string' ? payload.image : undefined,
        tag: payload.type === 'chat' && payload.message_id ? chatTag(payload.message_id) : undefined,
        data: { url: typeof payload.url === 'string' ? payload.url : '/' },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only ever open our own pages from a notification.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === url && 'focus' in client) return client.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
