// An explicit specialization of a kernel template next to the primary.
template <typename T>
__global__ void init(T *p) { *p = T(); }

template <>
__global__ void init<int>(int *p) { *p = 42; }

int main()
{
    int *pi = 0;
    float *pf = 0;
    init<<<1, 1>>>(pi);
    init<<<1, 1>>>(pf);
    return 0;
}
