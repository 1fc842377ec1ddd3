'use client';

import { useEffect, useId, useState } from 'react';
import type { Translate } from '@/lib/i18n/translate.util';
import { type SliderPropertyChoice, searchSliderProperties } from './api/search-slider-properties';

// Finding a property for a slider by its title: the matches (publicly visible ones only) are
// buttons that fill in the property number. Typing pauses before asking, and an answer that comes
// back after newer words is dropped.

export function PropertySearch({ onPick, w }: { onPick(id: number): void; w: Translate }) {
  const id = useId();
  const [words, setWords] = useState('');
  const [found, setFound] = useState<SliderPropertyChoice[] | null>(null);

  useEffect(() => {
    const query = words.trim();
    if (query.length < 2) return setFound(null);
    let current = true;
    const timer = setTimeout(async () => {
      const result = await searchSliderProperties(query);
      if (current) setFound(result.kind === 'success' ? result.body.data : []);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [words]);

  return (
    <div className="grid gap-1" data-testid="slider-property-search">
      <label htmlFor={id} className="font-medium text-gray-900">
        {w('adminSliderPropertySearch')}
      </label>
      <input
        id={id}
        type="search"
        value={words}
        maxLength={100}
        onChange={(e) => setWords(e.target.value)}
        className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900"
      />
      {found !== null ? (
        <div aria-live="polite">
          {found.length === 0 ? (
            <p className="text-sm text-gray-700">{w('adminSliderPropertyNone')}</p>
          ) : (
            <ul className="grid gap-1">
              {found.map((property) => (
                <li key={property.id}>
                  <button
                    type="button"
                    onClick={() => onPick(property.id)}
                    className="min-h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-start text-gray-900 hover:bg-gray-50"
                  >
                    {/* Titles are in any script: each part keeps its own direction. */}
                    <span className="font-semibold">#{property.id}</span> <bdi>{property.title}</bdi>
                    <span className="text-sm text-gray-700">
                      {' · '}
                      <bdi>{property.city}</bdi>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
