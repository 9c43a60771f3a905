// Exception handling and dynamic_cast in a device function template are
// judged as written once the template is instantiated: one error each,
// without the instance, in branches the instance discards too; a template
// never instantiated gets nothing.
struct B { virtual ~B() {} };
struct D : B {};
template <typename>
__device__ void instantiated() {
  throw 1;
  try {} catch (...) {}
}
template <bool x>
__device__ void discarded() {
  if constexpr (x) {
    throw 1;
  }
}
template <typename>
__host__ __device__ void never_instantiated() { throw 1; }
template <class T> __device__ T *cast(B *b) { return dynamic_cast<T *>(b); }
__device__ void caller(B *b) {
  instantiated<bool>();
  instantiated<int>();
  discarded<false>();
  (void)cast<D>(b);
}
