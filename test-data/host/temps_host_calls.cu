// Generated names cicc takes for what host code makes it emit for the
// device: constructors run with arguments that are not constants (dim3's
// three parameters, a host-device constructor of the user's), the
// runtime's templates a user template instantiates (cudaMalloc<T>), and
// runtime wrappers chosen over a template that cannot take an enumerator
// for a pointer (cudaMemcpyAsync). A namespace-scope constant is a
// constant: dim3's constructor is then evaluated, not emitted.
const int TILE = 32;

struct Range {
    int lo, hi;
    __host__ __device__ Range(int l, int h) : lo(l), hi(h) {}
};

__global__ void fill(float *p, int n) { p[threadIdx.x] = n; }

template <typename T> void run(int n, cudaStream_t s)
{
    T *d;
    cudaMalloc(&d, n * sizeof(T));
    cudaMemcpyAsync(d, d, n * sizeof(T), cudaMemcpyDeviceToDevice, s);
    cudaFree(d);
}

int main(int argc, char **)
{
    float *d = 0;
    Range r(argc, 2 * argc);
    dim3 fixed(TILE / 4, TILE);
    fill<<<fixed, TILE>>>(d, r.hi);
    dim3 grid(argc, r.lo, 1);
    fill<<<grid, 32>>>(d, 1);
    run<float>(argc, 0);
    run<double>(argc, 0);
    return 0;
}
