import {
  AGENCY_CLIENTS,
  RECENTLY_CHANGED_CLIENT_ID,
  apiPath,
  devAuditStatusOf,
  devQualificationSetCookie,
  devQualificationUploads,
  fail,
  http,
  HttpResponse,
  paramsOf,
  withScenario,
  ok,
  type RequestHandler,
  type ScenarioAccount,
  type ScenarioName,
} from '@portico/dev';
import { ACCOUNT_API, WRONG_PASSWORD_CODE } from './api';
import { qualificationFileProblem } from './pages/account/rules';

/** The dev login password of every scenario account (what 当前密码 must be in the dev API). */
export const DEV_PASSWORD = 'Portico2026';

/** Owner types that hold a qualification (spec §6: sub-owner, old directed, directed owner). */
const QUALIFIED = [1, 2, 3];
const isAgencySide = (s: ScenarioAccount) => s.info?.loginType === 1 || s.info?.loginType === 5;
const canBatch = (s: ScenarioAccount) => s.info?.loginType === 1 || (s.operatorRoles ?? []).includes(1);

const APPROVED_LIST = [
  {
    id: 'q-1001',
    qualificationType: 'businessLicense',
    fileName: '营业执照（副本）.jpg',
    auditStatus: 1,
    uploadTime: '2024-03-01 09:12',
    validFrom: '2024-03-01',
    validTo: null,
    rejectReason: null,
  },
  {
    id: 'q-1002',
    qualificationType: 'industry',
    fileName: '网络文化经营许可证.pdf',
    auditStatus: 1,
    uploadTime: '2025-01-10 15:40',
    validFrom: '2025-01-10',
    validTo: '2027-01-09',
    rejectReason: null,
  },
];

/** The qualifications each scenario has uploaded before this browser session. */
const QUALIFICATIONS: Partial<Record<ScenarioName, readonly object[]>> = {
  'owner-qual-missing': [],
  'owner-qual-review': [
    {
      id: 'q-2001',
      qualificationType: 'businessLicense',
      fileName: '营业执照.jpg',
      auditStatus: 0,
      uploadTime: '2026-11-20 10:32',
      validFrom: null,
      validTo: null,
      rejectReason: null,
    },
  ],
  'owner-qual-rejected': [
    {
      id: 'q-3001',
      qualificationType: 'businessLicense',
      fileName: '营业执照.jpg',
      auditStatus: 2,
      uploadTime: '2026-11-18 16:05',
      validFrom: null,
      validTo: null,
      rejectReason: '营业执照图片模糊，无法辨认统一社会信用代码，请上传清晰的原件照片',
    },
  ],
};

/**
 * The client accounts the batch password change lists: the agency's first six clients of
 * `@portico/dev` (names and the frozen one as 账户管理 shows them), 冻结 as `status: 'frozen'`.
 */
const CLIENTS = AGENCY_CLIENTS.slice(0, 6).map(({ ownerId, ownerName, accId, status }) => ({
  ownerId,
  ownerName,
  accId,
  status: status === 2 ? 'frozen' : 'normal',
}));
/** A client whose password was changed recently: the batch call refuses it (a partial failure to show). */
const RECENTLY_CHANGED = RECENTLY_CHANGED_CLIENT_ID;

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

async function changePassword(request: Request): Promise<Response> {
  const { oldPassword = '', newPassword = '' } = await paramsOf(request);
  if (oldPassword !== DEV_PASSWORD) return fail(WRONG_PASSWORD_CODE, '当前密码不正确');
  if (newPassword === oldPassword) return fail(1002, '新密码不能与当前密码相同');
  if (newPassword.length < 8 || newPassword.length > 20) return fail(1003, '新密码不符合密码规则');
  return ok(null);
}

/**
 * Dev API of the toolbox account pages (our endpoints, `api.ts`): qualification upload and list,
 * own password changes for owners and for agencies/operators (the current password is
 * {@link DEV_PASSWORD}), and the batch password change over the agency's client accounts. An
 * upload is remembered for this browser only (a session cookie, see `@portico/dev`'s
 * qualification uploads): under review, or approved at once when the file name contains `approve`.
 */
export const accountHandlers: RequestHandler[] = [
  http.post(
    apiPath(ACCOUNT_API.qualificationUpload),
    withScenario(async (s, request) => {
      if (!QUALIFIED.includes(s.info?.ownerType ?? -1)) return fail(401, '当前账户无需上传资质');
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string') return fail(400, '请选择要上传的资质文件');
      // The server checks again what the page checks before sending (the same rule, ours).
      const problem = qualificationFileProblem({ name: file.name, type: '', size: file.size });
      if (problem) return fail(400, problem);
      const upload = { fileName: file.name, status: devAuditStatusOf(file.name), uploadedAt: stamp(new Date()) };
      return HttpResponse.json(
        { code: 0, msg: 'success', data: { auditStatus: upload.status } },
        { headers: { 'Set-Cookie': devQualificationSetCookie(s, request, upload) } },
      );
    }),
  ),
  http.post(
    apiPath(ACCOUNT_API.qualificationList),
    withScenario((s, request) => {
      if (!QUALIFIED.includes(s.info?.ownerType ?? -1)) return ok({ list: [] });
      const uploaded = devQualificationUploads(s, request).map((u, i) => ({
        id: `upload-${i + 1}`,
        qualificationType: 'businessLicense',
        fileName: u.fileName,
        auditStatus: u.status,
        uploadTime: u.uploadedAt,
        validFrom: u.status === 1 ? u.uploadedAt.slice(0, 10) : null,
        validTo: null,
        rejectReason: null,
      }));
      return ok({ list: [...(QUALIFICATIONS[s.name] ?? APPROVED_LIST), ...uploaded] });
    }),
  ),
  http.post(
    apiPath(ACCOUNT_API.changePassword),
    withScenario((s, request) => (isAgencySide(s) ? fail(401, '请使用代理商账户修改密码') : changePassword(request))),
  ),
  http.post(
    apiPath(ACCOUNT_API.agencyChangePassword),
    withScenario((s, request) => (isAgencySide(s) ? changePassword(request) : fail(401, '权限错误'))),
  ),
  http.post(
    apiPath(ACCOUNT_API.clientAccounts),
    withScenario((s) => (canBatch(s) ? ok({ list: CLIENTS }) : fail(401, '权限错误'))),
  ),
  http.post(
    apiPath(ACCOUNT_API.batchPassword),
    withScenario(async (s, request) => {
      if (!canBatch(s)) return fail(401, '权限错误');
      const { ownerIds = '', newPassword = '' } = await paramsOf(request);
      if (newPassword.length < 8 || newPassword.length > 20) return fail(1003, '新密码不符合密码规则');
      const ids = ownerIds.split(',').map(Number).filter(Number.isInteger);
      if (ids.length === 0) return fail(400, '请选择账户');
      const failList: Array<{ ownerId: number; ownerName: string; reason: string }> = [];
      for (const ownerId of ids) {
        const client = CLIENTS.find((c) => c.ownerId === ownerId);
        if (!client) failList.push({ ownerId, ownerName: String(ownerId), reason: '账户不存在' });
        else if (client.status === 'frozen')
          failList.push({ ownerId, ownerName: client.ownerName, reason: '账户已冻结' });
        else if (ownerId === RECENTLY_CHANGED)
          failList.push({ ownerId, ownerName: client.ownerName, reason: '该账户 24 小时内已修改过密码' });
      }
      return ok({ successCount: ids.length - failList.length, failList });
    }),
  ),
];
