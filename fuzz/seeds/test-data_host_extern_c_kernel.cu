// Kernels with C linkage.
extern "C" __global__ void c_kernel(int *p) { *p = 1; }
extern "C" {
__global__ void c_block(float x) { }
}

int main()
{
    c_kernel<<<1, 1>>>(0);
    c_block<<<1, 1>>>(1.0f);
    return 0;
}
