import { type ClipboardEvent, type FocusEvent, useState } from 'react';
import { formatMoneyInput, type MoneyInputBefore, readMoneyInput } from '@/lib/money-input';
import { TextField, type TextFieldProps } from './text-field';

export interface MoneyFieldProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'onPaste'> {
  /** The amount in centavos; null for an empty box. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

/**
 * An amount in reais: keeps only digits and one decimal comma (at most two decimals), shows '1.234,56', reads a
 * pasted '1.234,56' or '1234.56' alike, and hands the form centavos. The caret stays where the person typed.
 */
export function MoneyField({ value, onChange, onBlur, ...props }: MoneyFieldProps) {
  const [shown, setShown] = useState<MoneyInputBefore>(() => ({ text: formatMoneyInput(value), softMark: false }));
  const { text } = shown;
  const [lastValue, setLastValue] = useState(value);
  // The form set another amount (a reset, 'Limpar filtros'): the box follows, unless it already reads that.
  if (value !== lastValue) {
    setLastValue(value);
    if (readMoneyInput(text).cents !== value) setShown({ text: formatMoneyInput(value), softMark: false });
  }

  const show = (input: HTMLInputElement, raw: string, caret: number) => {
    const next = readMoneyInput(raw, caret, shown);
    // Written here rather than on the next render so a dropped letter never shows and the caret does not jump.
    input.value = next.text;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    setShown(next);
    if (next.cents !== readMoneyInput(text).cents) onChange(next.cents);
  };

  // A paste is read on its own, so its dots and comma mean what they meant where it was copied from.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = readMoneyInput(event.clipboardData.getData('text')).text.replaceAll('.', '');
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    show(input, text.slice(0, start) + pasted + text.slice(end), start + pasted.length);
  };

  // Once typed, shown as it will be saved: '1500,5' becomes '1.500,50'.
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const cents = readMoneyInput(text).cents;
    setShown({ text: formatMoneyInput(cents), softMark: false });
    onBlur?.(event);
  };

  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const input = event.currentTarget;
        show(input, input.value, input.selectionStart ?? input.value.length);
      }}
      onPaste={paste}
      onBlur={blur}
    />
  );
}
