/** Always throws: the error boundary around every contribution must contain it. */
export default function BrokenWidget(): never {
  throw new Error('crash-demo: this widget fails on purpose');
}
