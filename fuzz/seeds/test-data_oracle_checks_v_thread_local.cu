// thread_local with device memory spaces and in device code.
// ORACLE-HEADERS: mini
__device__ thread_local int t1;
thread_local int t2;
__shared__ thread_local int t3;
__device__ int d() { static thread_local int t; return t; }
