/**
 * Payloads that must never run when server HTML is shown (banner messages, popup content, help
 * answers). Each one, were it to run, calls `window.__xss(<n>)` or opens a dialog or navigates;
 * the specs install `__xss` as a recorder and fail on any call, dialog or navigation. Each also
 * carries visible text (`XSS-<n>`) that must still render, so a sanitiser that drops everything
 * cannot pass. Script tags, event-handler attributes, `javascript:`/`data:` URLs, SVG and MathML
 * payloads, and mutation-XSS strings (markup that changes meaning when re-parsed).
 */
const RAW: readonly string[] = [
  '<script>window.__xss(1)</script>',
  '<img src=x onerror="window.__xss(2)">',
  '<svg onload="window.__xss(3)"></svg>',
  '<svg><script>window.__xss(4)</script></svg>',
  '<a href="javascript:window.__xss(5)">链接</a>',
  '<a href="JaVaScRiPt:window.__xss(6)">链接</a>',
  '<a href="&#106;avascript:window.__xss(7)">链接</a>',
  '<a href="data:text/html,<script>window.__xss(8)</script>">链接</a>',
  '<body onload="window.__xss(9)"></body>',
  '<iframe src="javascript:window.__xss(10)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(11)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(12)"></style></mglyph></table></mtext></math>',
  '<svg><a xlink:href="javascript:window.__xss(13)"><text x="20" y="20"></text></a></svg>',
  '<details open ontoggle="window.__xss(14)"></details>',
  '<input autofocus onfocus="window.__xss(15)">',
  '<form action="javascript:window.__xss(16)"><button></button></form>',
  '<object data="javascript:window.__xss(17)"></object>',
  '<embed src="javascript:window.__xss(18)">',
  '<video><source onerror="window.__xss(19)"></video>',
  '<audio src=x onerror="window.__xss(20)"></audio>',
  '<div style="background:url(javascript:window.__xss(21))"></div>',
  '<div style="position:fixed;inset:0;z-index:99999;background:red"></div>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(23)>"></p></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss(24)>">链接</a></style></svg>',
  '<math><mi//xlink:href="data:x,<script>window.__xss(25)</script>"></mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss(26)>',
  '<a href="  javascript:window.__xss(27)">链接</a>',
  '<a href="java\tscript:window.__xss(28)">链接</a>',
  '<img src="x" onerror="window.__xss(29)" />',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(30)">',
  '<base href="javascript:window.__xss(31)//"><a href="/x">链接</a>',
  '<link rel="import" href="data:text/html,<script>window.__xss(32)</script>">',
  '<marquee onstart="window.__xss(33)"></marquee>',
  '<a href="//evil.example.com/steal" onclick="window.__xss(34)">链接</a>',
  '<select autofocus onfocus="window.__xss(35)"></select>',
];

/** The corpus: each payload with the text that must still be visible. */
export const XSS_CORPUS: ReadonlyArray<{ readonly id: number; readonly html: string; readonly text: string }> = RAW.map(
  // The text goes first: some payloads leave the parser inside an element whose content is dropped.
  (payload, i) => ({ id: i + 1, html: `XSS-${i + 1} ${payload}`, text: `XSS-${i + 1}` }),
);
