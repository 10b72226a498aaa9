import { env } from '../../config/env';

/** Stored media paths are served by the API host; data URIs and absolute URLs stay as they are. */
export const imageUrl = (path: string) => new URL(path, env.apiUrl).toString();
