import { ACCESS_ERROR_CODES, ERRORS } from '@domus/shared/constants/messages.constants';

import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../lib/i18n/i18n.util';
import { DIALOG_CODES, isDialogCode } from './access-codes';
import {
  type AccessDialogModel,
  AGENT_VERIFICATION_PATH,
  accessDialogFor,
  CONTACT_PATH,
  PLANS_PATH,
  PROFILE_PATH,
} from './access-dialog.util';

const en = ENGLISH;

/** The dialog as an English reader sees it. */
function shown(model: AccessDialogModel | null) {
  if (!model) return null;
  return {
    title: en[model.title],
    message: model.message ? en[model.message] : model.text,
    text: model.text,
    href: model.action.kind === 'link' ? model.action.href : null,
    button: model.action.kind === 'link' ? en[model.action.label] : null,
    session: model.session,
  };
}

describe('access dialogs', () => {
  it('covers every access code except the chat blocks, which the chat handles itself', () => {
    const handled = ACCESS_ERROR_CODES.filter((code) => isDialogCode(code));
    expect(handled).toEqual([...DIALOG_CODES]);
    expect(isDialogCode('BLOCKED_BY_YOU')).toBe(false);
    expect(isDialogCode('BLOCKED_BY_USER')).toBe(false);
    expect(accessDialogFor('NOT_FOUND', null, '/')).toBeNull();
    expect(accessDialogFor(undefined, null, '/')).toBeNull();
  });

  it('titles every dialog "Opps!" but the two verification outcomes', () => {
    for (const code of DIALOG_CODES) {
      const title = shown(accessDialogFor(code, null, '/'))?.title;
      if (code === 'VERIFICATION_PENDING') expect(title).toBe('Under Review');
      else if (code === 'VERIFICATION_FAILED') expect(title).toBe('Verification Failed');
      else expect(title, code).toBe('Opps!');
    }
  });

  it('shows the spec’s words for each code', () => {
    const spec: Partial<Record<(typeof DIALOG_CODES)[number], string>> = {
      NOT_LOGGED_IN: 'You have not logged in. Please log in first',
      TOKEN_INVALID: 'You have not logged in. Please log in first',
      ACCOUNT_DEACTIVATED: 'Your Account have been Deactivetd by Admin',
      PROFILE_INCOMPLETE: 'You have not completed your profile yet. Please complete first',
      VERIFICATION_REQUIRED: 'You have not completed profile verification. Please complete first',
      PACKAGE_NOT_AVAILABLE: 'You have not subscribed. Please subscribe first',
      LIMIT_NOT_AVAILABLE: 'Your Package Limit is Over. Please Purchase Package',
      NO_PAYMENT_METHOD: 'No payment method is enabled. Please contact the admin',
      DEMO_MODE: 'This Action is Not Allowed in Demo Mode',
    };
    for (const [code, text] of Object.entries(spec)) {
      expect(shown(accessDialogFor(code, null, '/'))?.message, code).toBe(text);
      // The same words the API sends, so web and server never disagree.
      expect(ERRORS[code as keyof typeof ERRORS].message).toBe(text);
    }
  });

  it('sends a signed-out visitor to sign in and back to where they were', () => {
    const model = shown(accessDialogFor('NOT_LOGGED_IN', null, '/properties?city=Pune'));
    expect(model?.href).toBe('/login?return_to=%2Fproperties%3Fcity%3DPune');
    expect(model?.button).toBe('Sign in');
    expect(model?.session).toBe('drop');
    expect(shown(accessDialogFor('TOKEN_INVALID', null, '/'))?.href).toBe('/login');
    expect(shown(accessDialogFor('NOT_LOGGED_IN', null, '//evil.example'))?.href).toBe('/login');
    expect(shown(accessDialogFor('NOT_LOGGED_IN', null, '/register?x=1'))?.href).toBe('/login');
  });

  it('signs a deactivated account out and offers contact us', () => {
    const model = shown(accessDialogFor('ACCOUNT_DEACTIVATED', null, '/faqs'));
    expect(model).toMatchObject({ href: CONTACT_PATH, button: 'Contact us', session: 'sign-out' });
  });

  it('sends an incomplete profile to the profile page', () => {
    expect(shown(accessDialogFor('PROFILE_INCOMPLETE', { missing: ['mobile'] }, '/'))).toMatchObject({
      href: PROFILE_PATH,
      button: 'Complete profile',
      session: 'keep',
    });
  });

  it('confirms every package dialog to the plans page', () => {
    for (const code of ['PACKAGE_NOT_AVAILABLE', 'FEATURE_NOT_AVAILABLE', 'LIMIT_NOT_AVAILABLE']) {
      expect(shown(accessDialogFor(code, null, '/'))).toMatchObject({
        href: PLANS_PATH,
        button: 'See subscription plans',
      });
    }
  });

  it('shows the per-feature text the server sends', () => {
    const details = {
      feature: 'premium_properties',
      feature_message: 'Package not available for premium properties',
    };
    expect(shown(accessDialogFor('FEATURE_NOT_AVAILABLE', details, '/'))?.message).toBe(
      'Package not available for premium properties',
    );
    expect(
      shown(accessDialogFor('FEATURE_NOT_AVAILABLE', null, '/', 'Package not available for project access'))
        ?.message,
    ).toBe('Package not available for project access');
    expect(shown(accessDialogFor('FEATURE_NOT_AVAILABLE', null, '/'))?.message).toBe(
      ERRORS.FEATURE_NOT_AVAILABLE.message,
    );
    const limit = shown(
      accessDialogFor(
        'LIMIT_NOT_AVAILABLE',
        { feature_message: 'Limit not available for property list' },
        '/',
      ),
    );
    expect(limit?.message).toBe('Your Package Limit is Over. Please Purchase Package');
    expect(limit?.text).toBe('Limit not available for property list');
  });

  it('sends verification to the agent verification form, and only acknowledges a pending one', () => {
    expect(shown(accessDialogFor('VERIFICATION_REQUIRED', null, '/'))?.href).toBe(AGENT_VERIFICATION_PATH);
    expect(shown(accessDialogFor('VERIFICATION_FAILED', null, '/'))?.href).toBe(AGENT_VERIFICATION_PATH);
    expect(shown(accessDialogFor('VERIFICATION_PENDING', null, '/'))?.href).toBeNull();
  });

  it('stays put for payment-method and demo-mode refusals', () => {
    expect(shown(accessDialogFor('NO_PAYMENT_METHOD', null, '/'))?.href).toBeNull();
    expect(shown(accessDialogFor('DEMO_MODE', null, '/'))?.href).toBeNull();
  });
});
