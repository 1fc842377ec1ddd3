import { describe, expect, it } from 'vitest';
import { isSharedGuestPage } from './guest-pages.util';

describe('pages shared among guests', () => {
  it('are the catalogue and information pages', () => {
    for (const path of [
      '/',
      '/properties',
      '/properties-details/sea-view-villa-12',
      '/projects',
      '/project-details/green-park',
      '/agents',
      '/agents/42',
      '/articles/how-to-buy',
      '/categories/villa',
      '/cities/Mumbai',
      '/faqs',
      '/about-us',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/mortgage-calculator',
      '/area-converter',
    ])
      expect(isSharedGuestPage(path), path).toBe(true);
  });

  it('never include sign-in, token or account pages, nor unknown or deeper paths', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/auth/callback',
      '/user/profile',
      '/user/sessions',
      '/user/delete-account',
      '/properties-details/a/b',
      '/admin',
      '/admin/moderation',
      '/properties/',
    ])
      expect(isSharedGuestPage(path), path).toBe(false);
  });
});
