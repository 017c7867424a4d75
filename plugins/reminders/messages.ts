/** zh-CN texts of the reminders (spec §8). */
export const MESSAGES = {
  pluginTitle: '提醒',
  qualificationRegion: '资质提醒',
  validationRegion: '经营验证提醒',
  notUploaded: '您尚未上传广告主资质。资质审核通过后，方可创建和投放广告。',
  inReview: '您的广告主资质正在审核中。资质审核通过后，方可创建和投放广告。',
  rejected: '您的广告主资质审核未通过，请修改后重新上传。资质审核通过后，方可创建和投放广告。',
  upload: '去上传',
  uploadAgain: '重新上传',
  gotIt: '知道了',
  close: '关闭提醒',
  validating: (deadline: string) => `您已发起经营验证，请于${deadline}前在 工具箱-经营验证 中完成验证，逾期失效`,
  goValidate: '去完成验证',
} as const;
