import { Select, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { ImageListField } from '@/components/file-field/image-list-field';

// The fields every section's listing form asks in the same words; what differs (hints, limits, the
// photo's alt text) is passed in.

type TFieldProps<V> = { value: V; onChange: (value: V) => void; error?: string | undefined };

/** A text field's value, its change as typed and its error, for Mantine's inputs. */
function typed({ value, onChange, error }: TFieldProps<string>) {
  return {
    value,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
    error,
  };
}

/** The listing's title. */
export function TitleField({
  placeholder,
  max,
  autoFocus,
  ...field
}: TFieldProps<string> & { placeholder: string; max: number; autoFocus?: boolean }) {
  return (
    <TextInput
      label="Title"
      placeholder={placeholder}
      required
      maxLength={max}
      {...typed(field)}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** The listing's description: what to write (the children) and how much is left. */
export function DescriptionField({
  children,
  max,
  maxRows = 12,
  ...field
}: TFieldProps<string> & { children: string; max: number; maxRows?: number }) {
  return (
    <Textarea
      label="Description"
      description={`${children} ${field.value.length}/${max}`}
      required
      autosize
      minRows={4}
      maxRows={maxRows}
      maxLength={max}
      {...typed(field)}
    />
  );
}

/** The listing's photos (uploaded as they are added; `onUploading` holds the submit meanwhile). */
export function PhotosField({
  max,
  alt,
  onUploading,
  ...field
}: TFieldProps<string[]> & { max: number; alt: string; onUploading: (isUploading: boolean) => void }) {
  return (
    <ImageListField
      label="Photos"
      description={`Up to ${max} photos (JPEG, PNG, WebP or GIF)`}
      noun="photo"
      itemAlt={alt}
      addLabel="Add photos"
      max={max}
      {...field}
      onUploadingChange={onUploading}
    />
  );
}

/** The section's category, chosen from its list. */
export function CategorySelect({
  categories,
  value,
  onChange,
  error,
}: TFieldProps<string> & { categories: { data?: { _id: string; name: string }[]; isPending: boolean } }) {
  return (
    <Select
      label="Category"
      placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
      required
      data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** An amount in rupees as typed: digits and separators only (the request's check reads it). */
export function RupeesInput({
  value,
  onChange,
  error,
  ...props
}: TFieldProps<string> & Omit<TextInputProps, 'value' | 'onChange' | 'inputMode' | 'error'>) {
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      {...typed({ value, onChange: (v) => onChange(v.replace(/[^\d.,]/g, '')), error })}
    />
  );
}
