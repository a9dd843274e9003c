import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@labora/shared/portfolio';
import { AVATAR_LIMITS } from '@labora/shared/users';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FILE_PICKER_BUTTON } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { pictureProblem } from '../lib/portfolio-form';

const ACCEPT = AVATAR_LIMITS.acceptedTypes.join(',');

/** A picture in the form: one already stored (`id`) or a file chosen now, waiting for 'Salvar'. */
export type PictureChoice = { key: string; url: string } & ({ id: string } | { file: File });

interface PicturesFieldProps {
  pictures: PictureChoice[];
  onChange: (pictures: PictureChoice[]) => void;
  disabled: boolean;
}

let nextKey = 0;

/** Up to PORTFOLIO_LIMITS.picturesMax pictures: chosen files show at once, each one removable. */
export function PicturesField({ pictures, onChange, disabled }: PicturesFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const room = PORTFOLIO_LIMITS.picturesMax - pictures.length;

  // The previews of chosen files are released when they leave the form.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const kept = new Set(pictures.filter((p) => 'file' in p).map((p) => p.url));
    for (const url of previews.current) if (!kept.has(url)) URL.revokeObjectURL(url);
    previews.current = kept;
  }, [pictures]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const issue =
      files.map(pictureProblem).find(Boolean) ?? (files.length > room ? PORTFOLIO_MESSAGES.tooManyPictures : null);
    setProblem(issue);
    const fitting = files.filter((file) => !pictureProblem(file)).slice(0, Math.max(room, 0));
    if (fitting.length === 0) return;
    onChange([
      ...pictures,
      ...fitting.map((file) => ({ key: `new-${nextKey++}`, file, url: URL.createObjectURL(file) })),
    ]);
  };

  const remove = (index: number) => {
    onChange(pictures.filter((_, i) => i !== index));
    setProblem(null);
    input.current?.focus();
  };

  return (
    <fieldset>
      <legend className="mb-1.5 block font-semibold text-nevoa-800 text-sm">Imagens (opcional)</legend>
      {pictures.length > 0 && (
        <ul aria-label="Imagens do trabalho" className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {pictures.map((picture, index) => (
            <li key={picture.key} className="relative">
              <img
                src={picture.url}
                alt={`Imagem ${index + 1}${'file' in picture ? ' (nova)' : ''}`}
                className="aspect-square w-full rounded-lg border border-nevoa-200 bg-nevoa-50 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remover imagem ${index + 1}`}
                title={`Remover imagem ${index + 1}`}
                className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-white/95 text-nevoa-800 shadow-sm ring-1 ring-nevoa-300 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-60"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        multiple
        onChange={onChoose}
        disabled={disabled || room <= 0}
        aria-describedby={cn(`${inputId}-hint`, problem && `${inputId}-problem`)}
        className="peer sr-only"
      />
      <label htmlFor={inputId} className={FILE_PICKER_BUTTON}>
        <ImagePlus aria-hidden className="size-4" />
        Adicionar imagens
      </label>
      <p id={`${inputId}-hint`} className="mt-2 text-nevoa-600 text-sm">
        PNG, JPEG, WebP ou GIF, com até 5MB cada ({pictures.length} de {PORTFOLIO_LIMITS.picturesMax}).
      </p>
      <div role="alert">
        <FieldError id={`${inputId}-problem`} message={problem} />
      </div>
    </fieldset>
  );
}
