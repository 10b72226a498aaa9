/** Clock-out attestation questions (extension) */
export const attestation = {};
