/** POST /ddilearner/v1/user/company (docs/api.md): switch the session's company. */
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';
import { parseUserInfo } from '../../../shared/session/user-info';
import type { Company, UserInfo } from '../../../shared/session/user-info';

export const SWITCH_COMPANY_PATH = '/ddilearner/v1/user/company';

/** Resolves with the user info in the new company; code 1003 when not a member. */
export async function switchCompany(client: ApiClient, companyId: Company['id']): Promise<UserInfo> {
  const data = await client.post(SWITCH_COMPANY_PATH, { companyId });
  const userInfo = parseUserInfo(data);
  if (!userInfo) throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  return userInfo;
}
