import type { APIRequestContext } from '@playwright/test';

export interface DemoSession {
  user: { _id: string; [key: string]: unknown };
  token: string;
}
export type Persona = 'client' | 'freelancer' | 'admin' | 'newcomer';
export interface Screen {
  name: string;
  route: string;
  path: string;
  as: Persona | 'guest';
}
export interface RecordIds {
  clientJobId: string;
  openJobId: string;
  freelancerId: string;
  contractId: string;
  conversationId?: string;
  /** A dispute of the demo seed, or a placeholder id (its page then shows 'Disputa não encontrada.'). */
  disputeId?: string;
}
export const VIEWPORTS: { width: number; height: number }[];
export const DEMO_PASSWORD: string;
export const DEMO_ACCOUNTS: Record<Persona, string>;
export function apiSession(request: APIRequestContext, email: string, password?: string): Promise<DemoSession>;
export function demoRecordIds(request: APIRequestContext, sessions: Record<Persona, DemoSession>): Promise<RecordIds>;
export function screenList(ids: RecordIds): Screen[];
