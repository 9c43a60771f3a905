// A complete vector-add program with the C and C++ standard libraries.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                            \
    do {                                                                       \
        cudaError_t err_ = (call);                                             \
        if (err_ != cudaSuccess) {                                             \
            std::fprintf(stderr, "%s\n", cudaGetErrorString(err_));            \
            std::exit(1);                                                      \
        }                                                                      \
    } while (0)

__global__ void vector_add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

int main()
{
    const int n = 1 << 16;
    const size_t bytes = n * sizeof(float);
    std::vector<float> ha(n, 1.0f), hb(n, 2.0f), hc(n);
    float *da, *db, *dc;
    CHECK(cudaMalloc((void **)&da, bytes));
    CHECK(cudaMalloc((void **)&db, bytes));
    CHECK(cudaMalloc((void **)&dc, bytes));
    CHECK(cudaMemcpy(da, ha.data(), bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb.data(), bytes, cudaMemcpyHostToDevice));
    vector_add<<<(n + 255) / 256, 256>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hc.data(), dc, bytes, cudaMemcpyDeviceToHost));
    std::printf("%f\n", hc[0]);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
    return 0;
}
