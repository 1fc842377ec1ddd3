import { SLIDER_MESSAGES } from '@domus/shared/schemas/admin-slider.schema';
import { describe, expect, it } from 'vitest';
import { checkSlider, initialSliderValues, sliderBody } from './slider-form.util';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

describe('slider form', () => {
  it('needs an image for a new slider, not for an edited one', () => {
    const values = initialSliderValues(null);
    expect(checkSlider(values, true)).toEqual({ image: SLIDER_MESSAGES.imageRequired });
    expect(checkSlider(values, false)).toEqual({});
  });

  it("asks for the chosen type's target with the shared schema's messages", () => {
    const base = { ...initialSliderValues(null), image: png() };
    expect(checkSlider({ ...base, type: 'category' }, true)).toEqual({
      category_id: SLIDER_MESSAGES.categoryRequired,
    });
    expect(checkSlider({ ...base, type: 'property' }, true)).toEqual({
      property_id: SLIDER_MESSAGES.propertyRequired,
    });
    expect(checkSlider({ ...base, type: 'link', link: 'javascript:alert(1)' }, true)).toEqual({
      link: SLIDER_MESSAGES.linkInvalid,
    });
    expect(checkSlider({ ...base, type: 'link', link: 'https://example.com/a' }, true)).toEqual({});
  });

  it("sends only the chosen type's target, and the files chosen", () => {
    const body = sliderBody({
      ...initialSliderValues(null),
      type: 'link',
      link: ' https://example.com/a ',
      categoryId: '4',
      image: png(),
    });
    expect(body.get('link')).toBe('https://example.com/a');
    expect(body.get('category_id')).toBeNull();
    expect(body.get('image')).toBeInstanceOf(File);
    expect(body.get('web_image')).toBeNull();
    expect(body.get('status')).toBe('1');
  });
});
