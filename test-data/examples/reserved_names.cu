// Reserved names (`__x`) that neither the compilers nor the toolkit's
// headers declare are undefined, as any other name: clang's and HIP's
// builtins. cicc knows some NVVM builtins that cudafe++ does not, so these
// are undefined on the host side only. Arguments of a call of an undefined
// name are not converted: a device variable named there is not read.
__device__ int dv;
__device__ int *dp;
void host_code() {
  (void)__addrspaceof(dv);
  (void)__addrspaceof(*dp);
  (void)__hip_atomic_load(&dv, 0, 0);
  __syncthreads();
}
__device__ int device_code() {
  int t = __nvvm_read_ptx_sreg_tid_x();
  __atomic_fetch_add(&dv, 1, __ATOMIC_RELAXED);
  return t + __shfl_sync(0xffffffffu, t, 0);
}
__host__ __device__ int both() { return __nvvm_read_ptx_sreg_ntid_x(); }
// first named in a static_assert: reported there, and the call after it is
// erroneous (its argument is not read)
static_assert(__addrspace_probe(1) == 1, "");
void later() { (void)__addrspace_probe(dv); }
