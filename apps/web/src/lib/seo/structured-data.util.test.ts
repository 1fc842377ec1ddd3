import { describe, expect, it } from 'vitest';
import type { WebSettings } from '../api-types';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  offerJsonLd,
  organizationJsonLd,
  realEstateListingJsonLd,
  serializeJsonLd,
} from './structured-data.util';

const BASE = 'https://domus.example';

describe('structured data', () => {
  it('makes site paths absolute on the public origin and leaves media URLs alone', () => {
    expect(absoluteUrl('/properties', `${BASE}/`)).toBe('https://domus.example/properties');
    expect(absoluteUrl('x', BASE)).toBe('https://domus.example/x');
    expect(absoluteUrl('https://cdn.example/a.jpg', BASE)).toBe('https://cdn.example/a.jpg');
  });

  it('describes a sale listing with offer and place', () => {
    const ld = realEstateListingJsonLd(
      {
        name: 'Sea view villa',
        description: '<p>Three <strong>bedrooms</strong></p>',
        path: '/properties-details/sea-view-villa',
        images: ['https://cdn.example/1.jpg', null],
        category: 'Villa',
        place: {
          street: 'Beach Road',
          city: 'Bhuj',
          state: 'Gujarat',
          country: 'India',
          latitude: 23.25,
          longitude: 69.66,
        },
        offer: { price: 250000, currencyCode: 'INR', propertyType: 'sell' },
      },
      BASE,
    );
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: 'https://domus.example/properties-details/sea-view-villa',
      description: 'Three bedrooms',
      image: ['https://cdn.example/1.jpg'],
      contentLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Beach Road',
          addressLocality: 'Bhuj',
          addressCountry: 'India',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 23.25, longitude: 69.66 },
      },
      offers: {
        '@type': 'Offer',
        price: 250000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
    });
  });

  it('marks rentals as leases with their period and closed listings as sold out', () => {
    expect(
      offerJsonLd({ price: 900, currencyCode: 'USD', propertyType: 'rent', rentDuration: 'Monthly' }),
    ).toMatchObject({
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 900, unitCode: 'MON' },
    });
    expect(offerJsonLd({ price: 1, currencyCode: 'USD', propertyType: 'sold' }).availability).toBe(
      'https://schema.org/SoldOut',
    );
    expect(
      offerJsonLd({ price: 1, currencyCode: 'USD', propertyType: 'rented', rentDuration: 'Yearly' }),
    ).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
  });

  it('omits empty values instead of sending nulls', () => {
    const ld = realEstateListingJsonLd(
      { name: 'X', path: '/p', place: { city: null, latitude: null } },
      BASE,
    );
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('offers');
    expect(JSON.stringify(ld)).not.toContain('null');
  });

  it('numbers breadcrumbs from one with absolute items', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Villa', path: '/p/villa' },
        ],
        BASE,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://domus.example/' },
        { '@type': 'ListItem', position: 2, name: 'Villa', item: 'https://domus.example/p/villa' },
      ],
    });
  });

  it('builds the organisation from web-settings', () => {
    const settings = {
      company_name: 'Acme Homes',
      company_email: 'hi@acme.example',
      web_logo: 'https://cdn.example/logo.png',
      facebook_id: 'https://facebook.com/acme',
      twitter_id: null,
    } as unknown as WebSettings;
    expect(organizationJsonLd(settings, BASE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://domus.example/#organization',
      name: 'Acme Homes',
      url: 'https://domus.example/',
      logo: 'https://cdn.example/logo.png',
      email: 'hi@acme.example',
      sameAs: ['https://facebook.com/acme'],
    });
  });

  it('serialises so that no value can close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});
