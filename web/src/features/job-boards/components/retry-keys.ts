import type { ErrorStateKeys } from '@/components/ui/states/states';

/** The job boards' error panels name what failed in their title; they add no hint. */
export const RETRY_ONLY: ErrorStateKeys = { retry: 'state.retry' };
