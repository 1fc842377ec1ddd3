import type { InputHTMLAttributes, ReactNode } from 'react';
import type { CategoryNested } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

// The labelled fields of the plain GET filter forms (property search, projects). They are
// uncontrolled: the page renders them with the filters from the URL as default values, so they work
// without script and back/forward shows the filters of the page shown. Each form passes its own look
// (classes), so each keeps its layout.

export interface FilterLook {
  /** Classes of the wrapper around label and control, if any. */
  field?: string;
  label: string;
  control: string;
}

interface FieldBase {
  id: string;
  label: ReactNode;
  look: FilterLook;
  /** More classes of the wrapper: its place in the form's grid, or spacing. */
  className?: string;
}

function FilterFieldShell({ id, label, look, className, children }: FieldBase & { children: ReactNode }) {
  const wrapper = [look.field, className].filter(Boolean).join(' ');
  return (
    <div className={wrapper || undefined}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

export type FilterInputProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'defaultValue' | 'children'> & {
    defaultValue?: string | number;
    /** Shown after the input, e.g. its datalist. */
    children?: ReactNode;
  };

export function FilterInput({
  id,
  label,
  look,
  className,
  children,
  defaultValue,
  ...input
}: FilterInputProps) {
  return (
    <FilterFieldShell id={id} label={label} look={look} className={className}>
      <input id={id} {...input} defaultValue={defaultValue ?? ''} className={look.control} />
      {children}
    </FilterFieldShell>
  );
}

/** A non-negative amount (price, distance): decimals allowed, the numeric keyboard on phones. */
export function AmountFilter(props: Omit<FilterInputProps, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <FilterInput {...props} type="number" inputMode="decimal" min={0} step="any" />;
}

export interface FilterSelectProps extends FieldBase {
  name: string;
  defaultValue?: string;
  /** [value, text] pairs in the order shown. */
  options: ReadonlyArray<readonly [string, ReactNode]>;
}

export function FilterSelect({ id, label, look, className, name, defaultValue, options }: FilterSelectProps) {
  return (
    <FilterFieldShell id={id} label={label} look={look} className={className}>
      <select id={id} name={name} defaultValue={defaultValue ?? ''} className={look.control}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FilterFieldShell>
  );
}

interface SharedFieldProps {
  id: string;
  defaultValue?: string;
  look: FilterLook;
  className?: string;
  t: Translate;
}

/** The keyword field: the API takes at most 100 characters. */
export function KeywordFilter({ defaultValue, t, ...field }: SharedFieldProps) {
  return (
    <FilterInput
      {...field}
      label={t('filterKeyword')}
      name="search"
      type="search"
      maxLength={100}
      defaultValue={defaultValue}
      placeholder={t('searchPlaceholder')}
    />
  );
}

/** The city field, typed freely (the URL's `city`); a form may add a list to pick from. */
export function CityFilter({
  id,
  t,
  ...field
}: SharedFieldProps & Pick<FilterInputProps, 'maxLength' | 'list' | 'autoComplete' | 'children'>) {
  return <FilterInput id={id} type="text" {...field} label={t('filterCity')} name="city" />;
}

/** The category field: any, or one category by its slug (the URL's `category`). */
export function CategoryFilter({
  categories,
  t,
  ...field
}: SharedFieldProps & { categories: readonly CategoryNested[] }) {
  return (
    <FilterSelect
      {...field}
      label={t('filterCategory')}
      name="category"
      options={[['', t('filterAny')], ...categories.map((c) => [c.slug_id, c.category] as const)]}
    />
  );
}
