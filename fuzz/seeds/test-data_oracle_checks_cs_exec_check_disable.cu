// #pragma nv_exec_check_disable / hd_warning_disable: the calls of the
// __host__ __device__ function that follows are not checked.
void host_only(int);
#pragma nv_exec_check_disable
template <class T> __host__ __device__ void call_it(T t) { host_only(t); }
#pragma hd_warning_disable
__host__ __device__ void direct(int t) { host_only(t); }
#pragma nv_exec_check_disable
struct S { int x; };
__host__ __device__ void not_marked(int t) { host_only(t); }
__device__ void user() { call_it(1); direct(2); not_marked(3); }
