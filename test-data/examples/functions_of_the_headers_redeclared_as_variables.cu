// A call outside functions declares a variable of the function's name:
// "declaration is incompatible with" the function, named with its types as
// written (size_t, cudaError_t) at its definition if it has one (the
// device side's inline cudaFree), else at its latest declaration.
#include <cstring>
#include <cuda_runtime.h>
memset(0, 0, 4);
cudaFree(0);
int between;
memcpy(0, 0, 4);
