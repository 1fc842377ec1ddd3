// An application's answers, read-only, field by field: text as written, ticked options as a list,
// a file as a link opening in a new tab (and, for the operator, a picture previewed). Shared by the
// member's screen and the console's review page; it renders only what it is given.

export interface AnswerEntry {
  id: number;
  value: string | string[];
  verify_form: { id: number; name: string; field_type: string };
}

export interface AnswerWords {
  /** The file link's text; `{name}` is the field's name. */
  openFile: string;
  /** The new-tab note for assistive technology. */
  newTab: string;
  /** A picture's text alternative; `{name}` is the field's name. */
  preview: string;
  empty: string;
}

const IMAGE = /\.(?:jpe?g|png)(?:$|\?)/i;

/** Whether a file answer is a picture: by the type the page found out, else by the address. */
const isImage = (url: string, type: string | undefined) =>
  type ? type === 'image/jpeg' || type === 'image/png' : IMAGE.test(url);

export function VerificationAnswers({
  answers,
  words,
  previewImages = false,
  fileTypes = {},
  testId = 'verification-answers',
}: {
  answers: readonly AnswerEntry[];
  words: AnswerWords;
  previewImages?: boolean;
  /** Content types of file answers by answer id, where the page asked. */
  fileTypes?: Record<number, string | null>;
  testId?: string;
}) {
  if (answers.length === 0) return <p className="text-gray-700">{words.empty}</p>;
  return (
    <dl
      className="grid items-baseline gap-4 sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:gap-x-6"
      data-testid={testId}
    >
      {answers.map((answer) => {
        const name = answer.verify_form.name;
        let value: React.ReactNode;
        if (Array.isArray(answer.value)) {
          value = (
            <ul className="list-inside list-disc">
              {answer.value.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        } else if (answer.verify_form.field_type === 'file' && answer.value) {
          value = (
            <div className="grid gap-2">
              <a
                href={answer.value}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
              >
                {words.openFile.replace('{name}', name)}
                <span className="sr-only"> ({words.newTab})</span>
              </a>
              {previewImages && isImage(answer.value, fileTypes[answer.id] ?? undefined) ? (
                // biome-ignore lint/performance/noImgElement: an uploaded document shown as it is, for review.
                <img
                  src={answer.value}
                  alt={words.preview.replace('{name}', name)}
                  className="max-h-80 w-auto max-w-full rounded-md border border-gray-200 object-contain"
                />
              ) : null}
            </div>
          );
        } else {
          value = <p className="break-words whitespace-pre-line">{answer.value}</p>;
        }
        return (
          <div key={answer.id} className="contents">
            <dt className="font-semibold text-gray-900">{name}</dt>
            <dd className="text-gray-800 sm:mt-0">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
