// GNU's __thread is not thread_local to cicc: only the standard keyword
// is rejected in device code.
__device__ int __thread v1;
__device__ thread_local int v2;
__shared__ int __thread v3;
__shared__ thread_local int v4;
__constant__ thread_local int v5 = 1;
__device__ void f() {
 static __thread int a;
 static thread_local int b;
}
