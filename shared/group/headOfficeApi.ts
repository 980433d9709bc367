import { z } from 'zod';

/** Head office's sign-in (the hub's own web app): one admin, created on the hub's first run. */
export const HubLoginBody = z.object({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type HubLoginBody = z.infer<typeof HubLoginBody>;

export const HUB_PATHS = {
  login: '/api/login',
  logout: '/api/logout',
  headOffice: '/api/head-office',
  live: '/api/live',
} as const;

export const HubError = z.object({ message: z.string() });
