export default function LazyPage() {
  return <p>lazy</p>;
}
