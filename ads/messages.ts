/** zh-CN texts of the advertising-domain library. */
export const ADS_MESSAGES = {
  /** A §3 enumeration value the table does not know, shown with the raw value. */
  unknownValue: (raw: string) => `未知（${raw}）`,
} as const;
