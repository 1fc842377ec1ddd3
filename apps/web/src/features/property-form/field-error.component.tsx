// A field's error line, found by journeys as data-testid="error-<key>".

export function FieldError({ id, message, name }: { id: string; message: string | undefined; name: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800" data-testid={`error-${name}`}>
      {message}
    </p>
  );
}
