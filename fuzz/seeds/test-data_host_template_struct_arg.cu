// Kernel templates instantiated with class types.
template <class T> struct Pair { T first, second; };
struct Vec3 { float x, y, z; };

template <class T>
__global__ void swap_pairs(Pair<T> *p, int n)
{
    int i = threadIdx.x;
    if (i < n) { T t = p[i].first; p[i].first = p[i].second; p[i].second = t; }
}

template <class V>
__global__ void by_value(V v, V *out) { *out = v; }

int main()
{
    Pair<int> *pi = 0;
    swap_pairs<<<1, 32>>>(pi, 32);
    Vec3 v = {1, 2, 3};
    by_value<<<1, 1>>>(v, (Vec3 *)0);
    Pair<double> pd = {1.0, 2.0};
    by_value<Pair<double> ><<<1, 1>>>(pd, 0);
    return 0;
}
