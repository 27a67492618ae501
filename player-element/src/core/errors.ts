/** Error codes of the player spec §8, as the strings carried by `ddi-error`. */
export const ErrorCode = {
  timeoutFlow: '#001',
  overflow: '#002',
  videoJson: '#003',
  domain: '#006',
  loadVideo: '#007',
  system: '#012',
  record: '#016',
  operationDisabled: '#024',
  blocked: '#10000',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface PlayerError {
  code: string;
  message: string;
}
