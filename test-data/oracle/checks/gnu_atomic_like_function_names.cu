// Functions whose names begin like gcc's atomic builtins (libcu++ has
// __atomic_fetch_add_cuda) are called as any other.
void __atomic_thing(int *p) {}
void __sync_helper(int *p) {}
__device__ void k(int *p) { __atomic_thing(p); __sync_helper(p); }
