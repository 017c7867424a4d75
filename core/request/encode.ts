import type { RequestMode, RequestParams } from './request-service';

/** Form and query encoding: arrays repeat the key, objects become JSON, undefined is dropped. */
export function toSearchParams(params: RequestParams, onlyScalars = false): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    if (onlyScalars) {
      if (typeof v === 'string' || typeof v === 'number') out.append(k, String(v));
      continue;
    }
    if (Array.isArray(v)) v.forEach((item) => out.append(k, String(item)));
    else if (typeof v === 'object') out.append(k, JSON.stringify(v));
    else out.append(k, String(v));
  }
  return out;
}

/** Builds method, URL and body for the main wrapper's modes. */
export function encodeMain(
  path: string,
  params: RequestParams,
  mode: RequestMode,
): { method: string; url: string; body?: BodyInit; contentType?: string } {
  switch (mode) {
    case 'get': {
      const q = toSearchParams(params).toString();
      return { method: 'GET', url: q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path };
    }
    case 'query': {
      const q = toSearchParams(params).toString();
      return { method: 'POST', url: q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path };
    }
    case 'json':
      return { method: 'POST', url: path, body: JSON.stringify(params), contentType: 'application/json;charset=UTF-8' };
    case 'upload': {
      const form = new FormData();
      for (const [k, v] of Object.entries(params)) {
        if (v === undefined || v === null) continue;
        form.append(k, v instanceof Blob ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      return { method: 'POST', url: path, body: form };
    }
    case 'download':
    case 'form':
    default:
      return {
        method: 'POST',
        url: path,
        body: toSearchParams(params).toString(),
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
      };
  }
}
