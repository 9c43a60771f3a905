// Fields and functions the toolkit removed (CUDA 12/13) in old code:
// members of a known class that it lacks, and members of a scalar.
#include <cstdio>
int main() {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    if (!prop.deviceOverlap) printf("no overlap\n");
    printf("%d %d\n", prop.clockRate, prop.major);
    int n = 3;
    printf("%d\n", n.size());
    cudaThreadSynchronize();
    return 0;
}
