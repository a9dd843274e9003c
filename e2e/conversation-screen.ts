import { expect, type Page } from '@playwright/test';

// The open conversation of /dashboard/messages/{id}, as a person finds it on the screen.

/** How long a live message may take, measured from the moment the sender sees its own (the POST answered). */
export const LIVE_MS = 1000;

export const thread = (page: Page) => page.getByRole('list', { name: /^Mensagens com/ });
export const bubble = (page: Page, text: string) => thread(page).getByRole('listitem').filter({ hasText: text });
const composer = (page: Page) => page.getByPlaceholder('Digite uma mensagem...');

/** Types and sends with Enter; done when the sender sees their own bubble. */
export async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(bubble(page, text)).toBeVisible();
}
