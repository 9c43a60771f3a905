// A call no overload takes that many arguments lists an enumerator
// argument by its enumeration (cudaMemcpyKind), and arithmetic of
// sizeof as unsigned long.
#include <cstdint>
#include <cuda_runtime.h>
void f(int n, int k) {
    uint32_t* d_out;
    cudaMalloc(&d_out, n * sizeof(char), cudaMemcpyHostToDevice);
    cudaMalloc(&d_out, (n - k + 1), cudaMemcpyHostToDevice);
    cudaMalloc(&d_out, sizeof(char), cudaMemcpyHostToDevice);
}
