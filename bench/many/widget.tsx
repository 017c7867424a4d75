/** The synthetic plugins' widget (never shown: its gate is a menu nobody holds). */
export default function SyntheticWidget() {
  return <span>synthetic</span>;
}
