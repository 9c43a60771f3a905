// A header missing on the device side only: cicc never runs, cudafe++ does.
#ifdef __CUDA_ARCH__
#include "no_such_header_here.h"
#endif
__global__ void k(int *p) { p[0] = undefined_name; }
