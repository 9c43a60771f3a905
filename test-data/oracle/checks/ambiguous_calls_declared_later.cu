// Overload resolution in a plain function sees the functions declared
// before it: a later overload makes no call ambiguous that comes before it.
__device__ long long sh(long long v, int s) {
    int lo = 0;
    lo = (int)sh(lo, s);
    return v + lo;
}
__device__ double sh(double v, int s) {
    int lo = 0;
    lo = (int)sh(lo, s);
    return v + lo;
}
