// Deprecated functions used in device code: cicc warns (#1215, #1444 with
// the attribute's message) with a note at the attribute; host code is left
// to the host compiler; nothing inside a deprecated function; in a
// template, a call that depends on nothing once if the template is
// instantiated, a dependent one per instance.
[[deprecated]] __device__ void f1();
[[deprecated("use g")]] __device__ void f2();
__device__
__attribute__((deprecated))
int f3(int);
__device__ int f3(float);
[[deprecated]] void host_only();
[[deprecated]] __host__ __device__ void both();
[[deprecated]] __device__ int old_api(int v) { f1(); return __any(v); }
template <class T> [[deprecated]] __device__ void tf(T) {}
template <class T> __device__ void tk(T t) {
  f1();
  tf(t);
}
template <class T> __device__ int never(T t) { f1(); return f3(1); }
__global__ void k(int *o) {
  f1();
  f2();
  o[0] = f3(1) + f3(1.0f);
  void (*p)() = f1;
  p();
  both();
  tk(1);
  tk(2.0);
  o[2] = 1 + old_api(1);
}
void h() { host_only(); both(); }
