// Explicit instantiations of a kernel template, and one implicit one.
template <typename T>
__global__ void fill(T *p, T v) { p[threadIdx.x] = v; }

template __global__ void fill<int>(int *, int);
template __global__ void fill<unsigned char>(unsigned char *, unsigned char);

void run(long *q)
{
    fill<<<1, 32>>>(q, 5L);
}

int main()
{
    run(0);
    return 0;
}
