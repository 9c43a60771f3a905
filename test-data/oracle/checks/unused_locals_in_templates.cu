// An unused local of a function template is judged where the template is
// written, when its type is not made by the template's parameters: once,
// without an instance as its context, however many instances there are.
// A local of a type the parameters make is not judged in the instances.
template <class T> __device__ void t1(T x) {
  int unused_a;
  T y;
  T z = x;
  int b = 1;
  T *p = &x;
}
__device__ void call() { t1(1); t1(2.0f); }
template <class T> __device__ void t2(T x) { int never; }
