// Classes with device, host-device and host members used by kernels.
struct Accum {
    float total;
    __host__ __device__ Accum() : total(0) {}
    __device__ void add(float v) { total += v; }
    __host__ __device__ float get() const { return total; }
    void reset() { total = 0; }
};

template <class T>
struct Box {
    T value;
    __device__ T twice() const { return value + value; }
    __host__ __device__ Box(T v) : value(v) {}
};

__global__ void run(float *out, Box<int> b)
{
    Accum a;
    a.add(out[0]);
    out[0] = a.get() + b.twice();
}

int main()
{
    Accum host;
    host.reset();
    run<<<1, 1>>>(0, Box<int>(3));
    return (int)host.get();
}
