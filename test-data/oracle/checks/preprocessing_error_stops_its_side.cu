// A preprocessing error (`#error`) on one side stops that side's front end
// only: the other side's front end still reports.
#ifdef __CUDA_ARCH__
#error "device side only"
#endif
void f() { int x = undefined_thing; }
__device__ void g() { int y = undefined_too; }
