'use client';

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { Translate } from '@/lib/i18n/translate.util';

// The console's rich-text editor (TipTap): only what the API keeps after sanitising (h2–h4,
// paragraphs, bold, italic, lists, quotes, http(s)/mailto links), so what the operator sees is
// what readers get. Loaded only by the console's content forms (rich-text-field, a dynamic
// import): no public page carries it.

export interface RichTextEditorProps {
  labelId: string;
  describedBy?: string;
  value: string;
  onChange(html: string): void;
  w: Translate;
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

export default function RichTextEditor({ labelId, describedBy, value, onChange, w }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        dir: 'auto',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'prose-content min-h-64 px-4 py-3 focus:outline-none [&_a]:text-(--brand-ink) [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  function setLink() {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(w('adminEditorLinkPrompt'), current);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (SAFE_LINK.test(href.trim()))
      editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    else window.alert(w('adminEditorLinkInvalid'));
  }

  const buttons = [
    {
      key: 'bold',
      label: w('adminEditorBold'),
      text: 'B',
      pressed: state?.bold,
      run: () => editor?.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: w('adminEditorItalic'),
      text: 'I',
      style: 'italic font-serif',
      pressed: state?.italic,
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: w('adminEditorHeading2'),
      text: 'H2',
      pressed: state?.h2,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: w('adminEditorHeading3'),
      text: 'H3',
      pressed: state?.h3,
      run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: w('adminEditorBulletList'),
      text: '•',
      pressed: state?.bullet,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: w('adminEditorOrderedList'),
      text: '1.',
      pressed: state?.ordered,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: w('adminEditorQuote'),
      text: '❝',
      pressed: state?.quote,
      run: () => editor?.chain().focus().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: w('adminEditorLink'),
      text: w('adminEditorLink'),
      pressed: state?.link,
      run: setLink,
    },
  ];

  return (
    <div className="rounded-md border border-gray-400 bg-white focus-within:ring-2 focus-within:ring-(--brand)">
      <div
        role="toolbar"
        aria-label={w('adminEditorToolbar')}
        className="flex flex-wrap gap-1 border-b border-gray-300 p-1"
      >
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed ? 'true' : 'false'}
            disabled={!editor}
            // A mouse press must not take the focus from the text: until the click's focus() ran,
            // the next keys went to the button (a space pressed it again, a letter was lost).
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className="min-h-11 min-w-11 rounded px-2 font-semibold text-gray-900 hover:bg-gray-100 aria-pressed:bg-gray-800 aria-pressed:text-white disabled:opacity-50"
          >
            <span aria-hidden="true" className={'style' in button ? button.style : undefined}>
              {button.text}
            </span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} data-testid="rich-text-editor" />
    </div>
  );
}
