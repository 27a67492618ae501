import type { MessageKey } from './i18n.js';

/** Error codes of the player spec §8, as the strings carried by `ddi-error`. */
export const ErrorCode = {
  timeoutFlow: '#001',
  overflow: '#002',
  videoJson: '#003',
  deleted: '#004',
  notPassed: '#005',
  domain: '#006',
  loadVideo: '#007',
  notAudited: '#009',
  transcoding: '#010',
  system: '#012',
  record: '#016',
  operationDisabled: '#024',
  abnormal: '#048',
  blocked: '#10000',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The message shown in the error layer for each code. */
export const errorMessageKey: Record<ErrorCode, MessageKey> = {
  '#001': 'timeoutflowError',
  '#002': 'outflowError',
  '#003': 'loadError',
  '#004': 'deleted',
  '#005': 'notPassed',
  '#006': 'domainError',
  '#007': 'loadError',
  '#009': 'notAudited',
  '#010': 'transcoding',
  '#012': 'systemError',
  '#016': 'recordError',
  '#024': 'disableOpera',
  '#048': 'abnormal',
  '#10000': 'blocked',
};

/** `player.error` and the detail of `ddi-error`. */
export interface PlayerError {
  /** One of `ErrorCode`, e.g. `'#007'`. */
  code: string;
  /** The message in the player's language. */
  message: string;
}
