// Reserved names no compiler of nvcc's pipeline knows are undefined like
// any other: clang's and HIP's builtins, and names in capitals that only a
// macro could have been; gcc's builtins and EDG's own are known.
__device__ float d(float x, int *p) {
  float a = __builtin_elementwise_abs(x);
  __builtin_assume(x > 0);
  int c = __builtin_amdgcn_workitem_id_x();
  int e = __builtin_nvvm_read_ptx_sreg_tid_x();
  int f = __builtin_popcount(3) + __builtin_clz(1u) + (int)__builtin_expect(1, 1);
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  int g = __HIP_MEMORY_SCOPE_AGENT;
  const char *n = __FUNCTION__;
  __builtin_memcpy(p, p + 1, 4);
  return a + c + e + f + g + (n != 0);
}
void h(float x) {
  float a = __builtin_elementwise_abs(x);
  int c = __builtin_get_device_side_mangled_name(h);
  (void)a; (void)c;
}
