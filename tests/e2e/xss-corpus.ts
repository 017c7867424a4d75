/**
 * Payloads that must never run when server HTML is shown (banner messages, popup content, help
 * answers). Each one, were it to run, calls `window.__xss(<n>)` or opens a dialog or navigates;
 * the specs install `__xss` as a recorder and fail on any call, dialog or navigation. Each also
 * carries visible text (`XSS-<n>`) that must still render, so a sanitiser that drops everything
 * cannot pass. Script tags, event-handler attributes, `javascript:`/`data:` URLs, SVG and MathML
 * payloads, and mutation-XSS strings (markup that changes meaning when re-parsed).
 */
const RAW: readonly string[] = [
  '<script>window.__xss(1)</script>XSS-1',
  '<img src=x onerror="window.__xss(2)">XSS-2',
  '<svg onload="window.__xss(3)"></svg>XSS-3',
  '<svg><script>window.__xss(4)</script></svg>XSS-4',
  '<a href="javascript:window.__xss(5)">XSS-5</a>',
  '<a href="JaVaScRiPt:window.__xss(6)">XSS-6</a>',
  '<a href="&#106;avascript:window.__xss(7)">XSS-7</a>',
  '<a href="data:text/html,<script>window.__xss(8)</script>">XSS-8</a>',
  '<body onload="window.__xss(9)">XSS-9</body>',
  '<iframe src="javascript:window.__xss(10)"></iframe>XSS-10',
  '<iframe srcdoc="<script>parent.__xss(11)</script>"></iframe>XSS-11',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(12)"></style></mglyph></table></mtext></math>XSS-12',
  '<svg><a xlink:href="javascript:window.__xss(13)"><text x="20" y="20">XSS-13</text></a></svg>',
  '<details open ontoggle="window.__xss(14)">XSS-14</details>',
  '<input autofocus onfocus="window.__xss(15)">XSS-15',
  '<form action="javascript:window.__xss(16)"><button>XSS-16</button></form>',
  '<object data="javascript:window.__xss(17)"></object>XSS-17',
  '<embed src="javascript:window.__xss(18)">XSS-18',
  '<video><source onerror="window.__xss(19)"></video>XSS-19',
  '<audio src=x onerror="window.__xss(20)"></audio>XSS-20',
  '<div style="background:url(javascript:window.__xss(21))">XSS-21</div>',
  '<div style="position:fixed;inset:0;z-index:99999;background:red">XSS-22</div>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(23)>">XSS-23</p></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss(24)>">XSS-24</a></style></svg>',
  '<math><mi//xlink:href="data:x,<script>window.__xss(25)</script>">XSS-25</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss(26)>XSS-26',
  '<a href="  javascript:window.__xss(27)">XSS-27</a>',
  '<a href="java\tscript:window.__xss(28)">XSS-28</a>',
  '<img src="x" onerror="window.__xss(29)" />XSS-29',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(30)">XSS-30',
  '<base href="javascript:window.__xss(31)//"><a href="/x">XSS-31</a>',
  '<link rel="import" href="data:text/html,<script>window.__xss(32)</script>">XSS-32',
  '<marquee onstart="window.__xss(33)">XSS-33</marquee>',
  '<a href="//evil.example.com/steal" onclick="window.__xss(34)">XSS-34</a>',
  '<select autofocus onfocus="window.__xss(35)"></select>XSS-35',
];

/** The corpus: each payload with the text that must still be visible. */
export const XSS_CORPUS: ReadonlyArray<{ readonly id: number; readonly html: string; readonly text: string }> = RAW.map(
  (html, i) => ({ id: i + 1, html, text: `XSS-${i + 1}` }),
);
